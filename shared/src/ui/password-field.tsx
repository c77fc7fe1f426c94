import { useState } from 'react';
import { IconButton } from './icon-button';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailingAddon'> {
  /** Names of the toggle in its two states. */
  toggleLabels?: { show: string; hide: string };
}

/**
 * A TextField for passwords with a show/hide toggle. The toggle's name says what it will do ("Show password",
 * "Hide password"); it is a real button in the tab order, right after the input. `autoComplete` defaults to
 * "current-password": pass "new-password" on sign-up and reset forms so password managers offer to generate one.
 */
export function PasswordField({
  toggleLabels = { show: 'Show password', hide: 'Hide password' },
  autoComplete = 'current-password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Spell checkers and auto-capitalisation must not touch a password shown as text.
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      trailingAddon={
        <IconButton
          label={visible ? toggleLabels.hide : toggleLabels.show}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={() => setVisible((shown) => !shown)}
          disabled={disabled}
        />
      }
    />
  );
}
