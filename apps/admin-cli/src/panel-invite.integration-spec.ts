import { fail, newCompany, run } from './testing/cli-runner';

describe('npm run -s admin -- panel:invite', () => {
  it('prints {url, expiresAt}: a one-time link to set the user\'s panel password, valid 24 h', async () => {
    const company = await run('companies:create', '--name', 'Panel Invite Co');
    const user = await run('users:create', '--company', company.id, '--name', 'Carla Dias', '--email', `carla.${company.id.slice(0, 8)}@example.com`);
    const invite = await run('panel:invite', '--company', company.id, '--user', user.id);
    expect(Object.keys(invite).sort()).toEqual(['expiresAt', 'url']);
    expect(invite.url).toMatch(/\/panel\/invite\?token=[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(invite.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  });

  it('fails by name for a user without an e-mail and for a missing option', async () => {
    const { company, user } = await newCompany('Panel Invite No Mail');
    expect((await fail(['panel:invite', '--company', company.id, '--user', user.id])).stderr).toMatch(/e-mail/);
    expect((await fail(['panel:invite', '--company', company.id])).stderr).toMatch(/missing --user/);
  });
});
