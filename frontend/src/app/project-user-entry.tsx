// /projectUser: docs/requirements/access.md#project-user-entry lists it among the public routes and in the no-login whitelist without its content.
// x-inferred: it is the entry to the chosen project's members (项目人员), named like the projectUser* calls of
// docs/requirements/calls.md#call-list that serve them. Signed in, it opens the back office's 项目人员 page (whose access rules apply there);
// without a token it asks the visitor to sign in and then lands there, as the public boards do.
import { Button, Typography } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { loginRoute } from '@/lib/navigation';
import { context } from '@/stores/context';

/** The back office's 项目人员 page (view project/users). */
const projectUsersPath = '/project/users';

export default function ProjectUserEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSnapshot(context);
  if (token) return <Navigate to={projectUsersPath} replace />;
  return (
    <AuthFrame>
      <h2 className="auth-heading">{t('pages.projectUser.title')}</h2>
      <Typography.Paragraph type="tertiary">{t('pages.projectUser.detail')}</Typography.Paragraph>
      <Button theme="solid" size="large" block onClick={() => void navigate(loginRoute(projectUsersPath))}>
        {t('pages.projectUser.login')}
      </Button>
    </AuthFrame>
  );
}
