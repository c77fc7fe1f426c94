import { ThemeProvider } from '@emotion/react';
import { QueryProvider } from '@oja/shared/query';
import { GlobalStyles, theme } from '@oja/shared/theme';
import { ToastViewport } from '@oja/shared/ui';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './routing/app-router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
      <ToastViewport />
    </ThemeProvider>
  );
}
