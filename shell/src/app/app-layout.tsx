import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AchievementAnnouncer } from '../features/achievements/achievement-announcer';
import { AppHeader } from '../components/layouts/app-header';
import { SiteFooter } from '../components/layouts/site-footer';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/**
 * At least a screen tall, so the footer starts below the fold: a page that fills in after it loads (a
 * remote, a trip) grows below the fold instead of pushing a visible footer away (issue 21: CLS 0.11 on the
 * trip page).
 */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
`;

/** Header, page, footer. Used as a layout route (renders the matched child) or around explicit children. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <Frame>
      <AppHeader />
      <AchievementAnnouncer />
      <Main id="main">{children ?? <Outlet />}</Main>
      <SiteFooter />
    </Frame>
  );
}
