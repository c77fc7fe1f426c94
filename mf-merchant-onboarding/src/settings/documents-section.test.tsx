import type { MerchantDocument } from '@oja/shared/api';
import { createQueryClient, QueryProvider } from '@oja/shared/query';
import { render, screen } from '@testing-library/react';
import { DocumentsSection } from './documents-section';

const id = (documentId: number, name: string): MerchantDocument => ({
  id: documentId,
  document_type: 'business_id',
  file_path: `/api/files/documents/${documentId}?expires=1&signature=x`,
  original_name: name,
  mime_type: 'application/pdf',
  size: 2048,
  description: 'Business ID',
  created_at: '2026-11-20T10:00:00Z',
});

const renderSection = (documents: MerchantDocument[]) =>
  render(
    <QueryProvider client={createQueryClient()}>
      <DocumentsSection documents={documents} />
    </QueryProvider>,
  );

describe('DocumentsSection', () => {
  it('does not offer to delete the only ID (the server keeps it), and says how to replace it', () => {
    renderSection([id(1, 'cac.pdf')]);
    expect(screen.queryByRole('button', { name: 'Delete cac.pdf' })).not.toBeInTheDocument();
    expect(screen.getByText('Your only ID: upload a new one to replace it')).toBeInTheDocument();
  });

  it('offers to delete either of two IDs', () => {
    renderSection([id(1, 'cac.pdf'), id(2, 'national-id.pdf')]);
    expect(screen.getByRole('button', { name: 'Delete cac.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete national-id.pdf' })).toBeInTheDocument();
  });
});
