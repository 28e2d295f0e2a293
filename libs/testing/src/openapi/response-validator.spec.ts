import { ResponseValidator } from './response-validator';

/**
 * The checker every integration test's HttpClient runs on each answer, fed
 * here with answers made wrong on purpose: each must fail, naming the
 * operation, the status and the JSON pointer of the bad field.
 */
describe('ResponseValidator (docs/openapi.json)', () => {
  const validator = ResponseValidator.fromFile();
  const now = '2026-03-10T14:02:11.482Z';
  const deal = {
    id: '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e',
    code: 'DEAL-000001',
    title: 'Pilot',
    customerId: '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0f',
    customerName: 'Ana',
    dealType: 'COMMERCIAL',
    dealPipelineId: '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d10',
    dealPipelineName: 'Sales',
    dealStageId: '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d11',
    dealStageName: 'New',
    amount: 1500.5,
    description: null,
    tags: ['vip'],
    isActive: true,
    createdAt: now,
    updatedAt: now,
    expectedCloseDate: null,
    responsibleId: 'user-1',
    responsibleName: 'Bob',
  };
  const headers = () =>
    new Headers({
      'x-request-id': 'r1',
      'ratelimit-limit': '100',
      'ratelimit-remaining': '99',
      'ratelimit-reset': '60',
      'ratelimit-policy': '"company";q=100;w=60',
      ratelimit: '"company";r=99;t=60',
      etag: 'W/"abc"',
    });
  const getDeal = (body: unknown, status = 200, answerHeaders = headers()) =>
    validator.problems({ method: 'GET', path: `/external/v1/deals/${deal.id}`, status, headers: answerHeaders, body });

  it('passes a deal as the get operation returns it', () => {
    expect(getDeal(deal)).toEqual([]);
  });

  it('fails a record with a field the document does not declare, naming the operation, status and pointer', () => {
    expect(getDeal({ ...deal, internalNote: 'x' })).toEqual([
      'dealsGet (GET /deals/{id}) answered 200: at /internalNote the body has a property the document does not declare',
    ]);
  });

  it('fails a mistyped field, a value outside its enumeration, a missing field and a malformed date-time', () => {
    const problems = getDeal({ ...deal, amount: '1500.50', dealType: 'RETAIL', title: undefined, createdAt: '10/03/2026' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^dealsGet .* 200: at \/amount the body must be number,null$/),
        expect.stringMatching(/at \/dealType the body must be equal to one of the allowed values/),
        expect.stringMatching(/at \/title the body must have required property 'title'/),
        expect.stringMatching(/at \/createdAt the body must match format "date-time"/),
      ]),
    );
  });

  it('fails a status the operation does not declare, and a declared one without its required headers', () => {
    expect(getDeal(deal, 202)).toEqual([
      expect.stringMatching(/^dealsGet \(GET \/deals\/\{id\}\) answered 202, a status the document does not declare/),
    ]);
    const withoutTag = headers();
    withoutTag.delete('etag');
    expect(getDeal(deal, 200, withoutTag)).toEqual(['dealsGet (GET /deals/{id}) answered 200 without its required header ETag']);
  });

  it('checks error bodies with the codes of the operation, and unknown routes against the error body', () => {
    const error = { statusCode: 404, message: 'RESOURCE_NOT_FOUND', friendlyMessage: 'Registro não encontrado.', requestId: 'r1' };
    expect(getDeal(error, 404, new Headers({ 'x-request-id': 'r1' }))).toEqual([]);
    expect(getDeal({ ...error, message: 'ROUTE_NOT_FOUND' }, 404, new Headers({ 'x-request-id': 'r1' }))).toEqual([
      expect.stringMatching(/^dealsGet .* 404: at \/message the body must be equal to one of the allowed values/),
    ]);
    const unknown = {
      method: 'GET',
      path: '/external/v1/nothing-here',
      status: 404,
      headers: new Headers(),
      body: { ...error, message: 'ROUTE_NOT_FOUND' },
    };
    expect(validator.problems(unknown)).toEqual([]);
    expect(validator.problems({ ...unknown, status: 200, body: {} })).toEqual([
      'GET /nothing-here matches no operation of the document, yet answered 200',
    ]);
  });
});
