// On the rejected screen: the way into the merchant's application area, where it corrects its details, replaces its
// documents and sends the application again. The screen holds the sign-in's token; opening the area hands it over to
// a restricted session (kept for this tab only: sessionStorage), and leaving the screen any other way revokes it.
import type { User } from '@oja/shared/api';
import { signIn } from '@oja/shared/session';
import { Button } from '@oja/shared/ui';
import { useNavigate } from 'react-router-dom';
import { useTokenHold } from '../hooks/use-token-hold';

/** The application area's page (declared by the remote that owns the merchant's application). */
export const APPLICATION_PATH = '/merchant/application';

export function ApplicationLink({ token, user }: { token: string; user: User }) {
  const navigate = useNavigate();
  const hold = useTokenHold(token);

  const open = () => {
    hold.handOver();
    signIn(token, user, { remember: false });
    void navigate(APPLICATION_PATH, { replace: true });
  };
  return (
    <Button fullWidth onClick={open}>
      Update your application
    </Button>
  );
}
