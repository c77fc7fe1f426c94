import { hasIdDocument, idDocumentState } from './id-document';

const id = { document_type: 'business_id' as const };

describe('hasIdDocument', () => {
  it('looks for a business ID among the documents', () => {
    expect(hasIdDocument([])).toBe(false);
    expect(hasIdDocument([id])).toBe(true);
  });
});

describe('idDocumentState', () => {
  it('waits while the documents are on their way', () => {
    expect(idDocumentState('pending', undefined)).toBe('checking');
  });

  it('asks for the ID when the answer has none, and stays quiet when it is there', () => {
    expect(idDocumentState('success', [])).toBe('missing');
    expect(idDocumentState('success', [id])).toBe('present');
  });

  it('says the documents could not be read when the call failed', () => {
    expect(idDocumentState('error', undefined)).toBe('unknown');
  });

  it('keeps the last answer when a later read fails (an upload already added the ID)', () => {
    expect(idDocumentState('error', [id])).toBe('present');
  });
});
