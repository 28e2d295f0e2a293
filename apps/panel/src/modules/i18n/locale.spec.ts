import { localeFrom } from './locale';
import { translate } from './messages';

describe('the panel language', () => {
  it.each([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['pt-BR,en;q=0.8', 'pt-BR'],
    ['en;q=0.5,pt;q=0.9', 'pt-BR'],
    ['fr-FR,en;q=0.7', 'en'],
    ['fr-FR,de;q=0.7', 'pt-BR'],
    ['en;q=0', 'pt-BR'],
  ])('%j → %s', (header, locale) => {
    expect(localeFrom(header)).toBe(locale);
  });

  it('fills placeholders', () => {
    expect(translate('en', 'signInThrottled', { minutes: 3 })).toBe('Too many sign-in attempts. For your safety, wait 3 min and try again.');
  });
});
