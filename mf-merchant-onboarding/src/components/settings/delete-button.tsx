// Delete on an item of a Settings list: what it deletes is in its name, for a screen reader among several.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';

export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { colors } = useOjaTheme();
  return (
    <Button
      size="sm"
      variant="ghost"
      css={css({ color: colors.danger })}
      onClick={onClick}
      aria-label={`Delete ${name}`}
    >
      Delete
    </Button>
  );
}
