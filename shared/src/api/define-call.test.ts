// A call is its endpoint's declaration: the request it sends, and the input the compiler lets it take, come from
// the contract (the @ts-expect-error lines fail the typecheck the day a call accepts what its endpoint does not).
import { endpoints } from '@oja/shared/contract';
import { defineCall, requestOf } from './define-call';

const text = { failure: 'Failed' };

describe('requestOf', () => {
  it('fills the path parameters from the input and sends the rest as the JSON body', () => {
    expect(requestOf(endpoints.admin.approve, { id: 12, version: 3 })).toEqual({
      method: 'POST',
      path: '/admin/merchants/12/approve',
      body: { version: 3 },
    });
  });

  it('sends a GET input as its query, and a call without input with neither', () => {
    expect(requestOf(endpoints.admin.merchants, { page: 2, status: 'pending' })).toEqual({
      method: 'GET',
      path: '/admin/merchants',
      query: { page: 2, status: 'pending' },
    });
    expect(requestOf(endpoints.merchant.resubmit, undefined)).toEqual({ method: 'POST', path: '/merchant/resubmit' });
    expect(requestOf(endpoints.admin.reinstate, { id: 4 })).toEqual({
      method: 'POST',
      path: '/admin/merchants/4/reinstate',
    });
  });

  it('sends multipart to an endpoint that takes files, with or without one, and JSON to the others', () => {
    const withImage = requestOf(endpoints.categories.create, { name: 'Soups', image: new File(['x'], 'a.png') });
    expect(withImage.body).toBeInstanceOf(FormData);
    const without = requestOf(endpoints.categories.update, { uuid: 'u', name: 'Soups', image: null, update_image: 0 });
    expect(without.body).toBeInstanceOf(FormData);
    expect([...(without.body as FormData).entries()]).toEqual([
      ['name', 'Soups'],
      ['update_image', '0'],
    ]);
    expect(requestOf(endpoints.merchant.updateProfile, { contact_name: 'Ada' }).body).toEqual({ contact_name: 'Ada' });
    const upload = requestOf(endpoints.upload.merchantDocument, {
      document_type: 'business_id',
      merchant_id: 7,
    });
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('merchant_id')).toBe('7');
  });

  it('escapes a path parameter and refuses a missing one', () => {
    expect(requestOf(endpoints.categories.update, { uuid: 'a/b', name: 'x' }).path).toBe('/categories/a%2Fb');
    expect(() => requestOf(endpoints.admin.approve, { version: 1 })).toThrow('POST /admin/merchants/:id/approve');
  });
});

describe('defineCall', () => {
  it('carries its endpoint and its texts', () => {
    const approve = defineCall(endpoints.admin.approve, { failure: 'Failed to approve', success: 'Approved' });
    expect([approve.endpoint, approve.failureMessage, approve.successMessage]).toEqual([
      endpoints.admin.approve,
      'Failed to approve',
      'Approved',
    ]);
  });

  it('takes only the input its endpoint declares (checked by the typecheck)', () => {
    const approve = defineCall(endpoints.admin.approve, text);
    const profile = defineCall(endpoints.merchant.profile, text);
    const typeOnly = () => {
      // @ts-expect-error the approval's version is required by its body schema
      void approve({ id: 1 });
      // @ts-expect-error the path parameter is required
      void approve({ version: 1 });
      // @ts-expect-error a field the body schema does not declare
      void approve({ id: 1, version: 1, note: 'x' });
      // @ts-expect-error a call without input takes none
      void profile({ id: 1 });
      void approve({ id: 1, version: 1 });
      void profile();
    };
    expect(typeof typeOnly).toBe('function');
  });
});
