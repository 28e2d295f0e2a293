import { HttpClient, authHeaders, createTenant, testStack } from '@bizapi/testing';

describe('POST /auth', () => {
  const api = () => new HttpClient(testStack().baseUrl);

  it('exchanges an API key and its secret for an access token and the company token', async () => {
    const { key } = await createTenant();

    const response = await api().post('/auth', { secret: key.secret }, { headers: { 'x-api-key': key.apiKey } });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      companyToken: expect.any(String),
      expiresIn: 3600,
    });
  });

  it('gives the same company token on every sign-in of the company', async () => {
    const { key, tokens } = await createTenant();
    const again = await api().post('/auth', { secret: key.secret }, { headers: { 'x-api-key': key.apiKey } });
    expect(again.body.companyToken).toBe(tokens.companyToken);
  });

  it('opens the API to the tokens it gives', async () => {
    const { tokens } = await createTenant();
    const response = await api().get('/persons', { headers: authHeaders(tokens) });
    expect(response.status).toBe(200);
  });
});
