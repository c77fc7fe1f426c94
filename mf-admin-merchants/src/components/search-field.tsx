// The search box of Merchants Mgt's lists: a business name or an email, searched on the server, at most as long as
// the API takes.
import { TextField, type TextFieldProps } from '@oja/shared/ui';
import { MAX_SEARCH_LENGTH } from '@oja/shared/validation';
import { SearchIcon } from './icons';

export function SearchField(props: Omit<TextFieldProps, 'type' | 'leadingAddon' | 'reserveErrorSpace' | 'maxLength'>) {
  return (
    <TextField
      type="search"
      leadingAddon={<SearchIcon />}
      reserveErrorSpace={false}
      maxLength={MAX_SEARCH_LENGTH}
      {...props}
    />
  );
}
