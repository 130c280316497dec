import { Route, Routes } from 'react-router';
import { GuestOnly } from '@/app/guards/guest-only';
import { RequireUser } from '@/app/guards/require-user';
import { AppLayout } from '@/app/layout/app-layout';
import { HomePage } from '@/app/routes/home-page';
import { lazyNamed } from '@/lib/lazy-named';

// The home page is where most visits start: it comes with the first chunk, so its hero paints with the
// header instead of after a second round of requests. Every other page loads when first opened.
const InjuriesPage = lazyNamed(() => import('@/app/routes/injuries-page'), 'InjuriesPage');
const NotFoundPage = lazyNamed(() => import('@/app/routes/not-found-page'), 'NotFoundPage');
const LoginPage = lazyNamed(() => import('@/app/routes/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('@/app/routes/register-page'), 'RegisterPage');
const WalletPage = lazyNamed(() => import('@/app/routes/wallet-page'), 'WalletPage');
const NftMarketplacePage = lazyNamed(() => import('@/app/routes/nft-marketplace-page'), 'NftMarketplacePage');
const LeaderboardPage = lazyNamed(() => import('@/app/routes/leaderboard-page'), 'LeaderboardPage');
const SquadPage = lazyNamed(() => import('@/app/routes/squad-page'), 'SquadPage');
const TeamPage = lazyNamed(() => import('@/app/routes/team-page'), 'TeamPage');
const SplRewardsPage = lazyNamed(() => import('@/app/routes/spl-rewards-page'), 'SplRewardsPage');
const AchievementsPage = lazyNamed(() => import('@/app/routes/achievements-page'), 'AchievementsPage');
const WhitepaperPage = lazyNamed(() => import('@/app/routes/whitepaper-page'), 'WhitepaperPage');
const MarketplacePage = lazyNamed(() => import('@/app/routes/marketplace-page'), 'MarketplacePage');
const LeaguesPage = lazyNamed(() => import('@/app/routes/leagues-page'), 'LeaguesPage');
const LeagueDetailsPage = lazyNamed(() => import('@/app/routes/league-details-page'), 'LeagueDetailsPage');
const ChampionshipsPage = lazyNamed(() => import('@/app/routes/championships-page'), 'ChampionshipsPage');
const H2hPage = lazyNamed(() => import('@/app/routes/h2h-page'), 'H2hPage');
const PlayerPage = lazyNamed(() => import('@/app/routes/player-page'), 'PlayerPage');
const NotificationSettingsPage = lazyNamed(
  () => import('@/app/routes/notification-settings-page'),
  'NotificationSettingsPage',
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route element={<GuestOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
        </Route>
        <Route element={<RequireUser />}>
          <Route path="wallet" element={<WalletPage />} />
          <Route path="nft-marketplace" element={<NftMarketplacePage />} />
          <Route path="squad" element={<SquadPage />} />
          <Route path="team" element={<TeamPage />} />
          <Route path="spl-rewards" element={<SplRewardsPage />} />
          <Route path="achievements" element={<AchievementsPage />} />
          <Route path="leagues" element={<LeaguesPage />} />
          <Route path="leagues/:id" element={<LeagueDetailsPage />} />
          <Route path="h2h" element={<H2hPage />} />
          <Route path="settings/notifications" element={<NotificationSettingsPage />} />
        </Route>
        <Route path="injuries" element={<InjuriesPage />} />
        <Route path="whitepaper" element={<WhitepaperPage />} />
        <Route path="leaderboard" element={<LeaderboardPage />} />
        <Route path="marketplace" element={<MarketplacePage />} />
        <Route path="championships" element={<ChampionshipsPage />} />
        <Route path="players/:id" element={<PlayerPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
