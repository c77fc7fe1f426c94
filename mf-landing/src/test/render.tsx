// Renders a landing component as the shell would: inside the theme and a router.
import { ThemeProvider } from '@emotion/react';
import { theme } from '@oja/shared/theme';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

export function renderLanding(node: ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{node}</MemoryRouter>
    </ThemeProvider>,
  );
}
