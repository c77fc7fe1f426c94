import { render, screen } from '@testing-library/react';
import { Alert } from './alert';

describe('Alert', () => {
  it('is an alert when it reports an error', () => {
    render(<Alert tone="error">Failed to fetch merchants. Showing static data.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch merchants. Showing static data.');
  });

  it.each(['info', 'success', 'warning'] as const)('is a polite status for the %s tone', (tone) => {
    render(<Alert tone={tone}>Heads up</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Heads up');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a title and an action', () => {
    render(
      <Alert tone="warning" title="Documents pending" action={<button type="button">Upload</button>}>
        Upload your ID.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Documents pendingUpload your ID.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });
});
