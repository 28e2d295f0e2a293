/**
 * Brazilian tax ids: CPF (individuals, 11 digits) and CNPJ (companies, 14
 * digits), each ending in two check digits computed modulo 11.
 */
function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * weights[index], 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function hasValidCheckDigits(value: string, length: number, firstWeights: number[], secondWeights: number[]): boolean {
  if (!new RegExp(`^\\d{${length}}$`).test(value)) return false;
  // Repeated digits (000..., 111...) pass the arithmetic but are never issued.
  if (/^(\d)\1+$/.test(value)) return false;
  const digits = [...value].map(Number);
  const first = checkDigit(digits.slice(0, length - 2), firstWeights);
  const second = checkDigit(digits.slice(0, length - 1), secondWeights);
  return digits[length - 2] === first && digits[length - 1] === second;
}

export function isValidCpf(value: string): boolean {
  return hasValidCheckDigits(value, 11, [10, 9, 8, 7, 6, 5, 4, 3, 2], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
}

export function isValidCnpj(value: string): boolean {
  return hasValidCheckDigits(
    value,
    14,
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  );
}
