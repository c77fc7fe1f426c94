import { PlatformProviders } from '@oja/shared/providers';
import { createQueryClient } from '@oja/shared/query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { loadRemoteModule } from './load-remote-module';
import { RemotePage } from './remote-page';

jest.mock('./load-remote-module', () => {
  const actual = jest.requireActual('./load-remote-module');
  return { ...actual, loadRemoteModule: jest.fn(), forgetRemote: jest.fn() };
});
const mockedLoad = jest.mocked(loadRemoteModule);

function renderPage(moduleId: string) {
  return render(
    <PlatformProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <RemotePage moduleId={moduleId} mountPath="/login" area="Sign in" placement="page" />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

beforeEach(() => {
  mockedLoad.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemotePage', () => {
  it('renders the page the remote exposes', async () => {
    mockedLoad.mockResolvedValue({ default: () => <h1>Login</h1> });
    renderPage('team_signin/LoginPage');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the failure, not an endless spinner, when the module has no page to render', async () => {
    mockedLoad.mockResolvedValue({ default: 42 });
    renderPage('team_signin/BrokenPage');
    expect(await screen.findByRole('heading', { name: 'Sign in is unavailable right now' })).toBeInTheDocument();
  });

  it('shows the failure when the remote cannot be loaded', async () => {
    mockedLoad.mockRejectedValue(new Error('down'));
    renderPage('team_signin/ForgotPasswordPage');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
