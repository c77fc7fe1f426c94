import type { MerchantDocument } from '@oja/shared/api';
import { createQueryClient, QueryProvider } from '@oja/shared/query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchantApi } from '../../data/calls';
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

  // The link the page loaded with lives 10 minutes; Settings may stay open longer: a press asks for a fresh one, in a
  // tab the click itself opened.
  it('opens a document through a link signed at the press; a failed call closes the tab it opened', async () => {
    const tab = { opener: window as Window | null, location: { replace: jest.fn() }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fresh = jest
      .spyOn(merchantApi, 'documentLink')
      .mockResolvedValueOnce({ url: '/api/files/documents/1?expires=2&signature=new' })
      .mockRejectedValueOnce(new Error('Failed to open the document'));
    renderSection([id(1, 'cac.pdf')]);
    const link = screen.getByRole('link', { name: 'Open cac.pdf' });
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(fresh).toHaveBeenCalledWith({ id: 1 });
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        `${window.location.origin}/api/files/documents/1?expires=2&signature=new`,
      ),
    );
    await userEvent.click(link);
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    open.mockRestore();
  });
});
