// Around every page: the guard, the navigator for code outside React, document title and scroll reset after
// each navigation, theme variables, device detection, the loading overlay and the old-IE warning; and index.html's
// prerendered sign-in frame goes once the first screen is painted.
import { Spin } from '@douyinfe/semi-ui-19';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useWindowWidth } from '@/hooks/use-window-width';
import { deviceForWidth } from '@/lib/layout';
import { registerNavigator } from '@/lib/navigation';
import { loadingOverlay } from '@/stores/loading';
import { setDevice, settings } from '@/stores/settings';
import { OldBrowserWarning } from '@/components/old-browser-warning';
import { usePageTitle } from './page-title';
import { useRemovePrerenderedFrame } from './prerendered-frame';
import { RouteGuard } from './route-guard';
import { applyThemeVariables } from './theme-variables';

function usePageChrome() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const title = usePageTitle();
  useEffect(() => {
    document.title = title ? `${title} - ${t('app.title')}` : t('app.title');
    document.documentElement.lang = i18n.language === 'en' ? 'en' : 'zh-CN';
  }, [title, t, i18n.language]);
  useEffect(() => {
    window.scrollTo(0, 0);
    document.querySelector('.shell-main')?.scrollTo?.(0, 0);
  }, [pathname]);
}

function useNavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(undefined);
  }, [navigate]);
}

function useThemeAndDevice() {
  const { theme } = useSnapshot(settings);
  const width = useWindowWidth();
  useEffect(() => applyThemeVariables(theme.themeName), [theme.themeName]);
  useEffect(() => setDevice(deviceForWidth(width)), [width]);
}

function LoadingOverlay() {
  const { pending } = useSnapshot(loadingOverlay);
  if (!pending) return null;
  return (
    <div className="loading-overlay" role="status">
      <Spin size="large" />
    </div>
  );
}

export function RootLayout({ preloadRoute }: { preloadRoute: (pathname: string) => void }) {
  useRemovePrerenderedFrame();
  useNavigatorBridge();
  usePageChrome();
  useThemeAndDevice();
  return (
    <>
      <RouteGuard preloadRoute={preloadRoute}>
        <Suspense
          fallback={
            <div className="page-loading">
              <Spin size="large" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </RouteGuard>
      <LoadingOverlay />
      <OldBrowserWarning />
    </>
  );
}
