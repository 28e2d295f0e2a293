import { isValidCnpj, isValidCpf } from './tax-id';

describe('CPF', () => {
  it.each(['52998224725', '11144477735', '39053344705'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['52998224724', 'wrong second check digit'],
    ['52998224715', 'wrong first check digit'],
    ['11111111111', 'repeated digits'],
    ['00000000000', 'zeros'],
    ['5299822472', 'ten digits'],
    ['529.982.247-25', 'punctuation'],
    ['5299822472a', 'a letter'],
    ['11222333000181', 'a CNPJ'],
  ])('refuses %s (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('CNPJ', () => {
  it.each(['11222333000181', '11444777000161', '45997418000153'])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['11222333000182', 'wrong second check digit'],
    ['11222333000171', 'wrong first check digit'],
    ['22222222222222', 'repeated digits'],
    ['1122233300018', 'thirteen digits'],
    ['11.222.333/0001-81', 'punctuation'],
    ['52998224725', 'a CPF'],
  ])('refuses %s (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});
