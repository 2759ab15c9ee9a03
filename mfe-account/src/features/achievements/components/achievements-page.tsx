import styled from 'styled-components';
import { ButtonLink, ProgressBar, StateBox } from '@byway/web-ui';
import { AccountContent, AccountPage, BackLink, SectionCard as Card } from '../../../components/account-page';
import type { RemoteProps } from '../../../lib/shell-contract';
import { useAchievementsPage, type AchievementWithProgress, type LevelStats } from '../api/my-achievements';
import {
  categoryLabel,
  earnedText,
  groupByCategory,
  progressPercent,
  progressText,
} from '../lib/achievement-text';

const LevelFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0 0 ${({ theme }) => theme.space.md};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 700;
  }
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  @media ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Item = styled.li<{ $earned: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $earned }) => ($earned ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $earned }) => ($earned ? theme.colors.successSoft : theme.colors.surface)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Earned = styled.p`
  color: ${({ theme }) => theme.colors.success} !important;
  font-weight: 600;
`;

function LevelCard({ stats, earned, total }: { stats: LevelStats; earned: number; total: number }) {
  return (
    <Card aria-labelledby="your-level">
      <h2 id="your-level">Your Level</h2>
      <LevelFacts>
        <div>
          <dt>Level</dt>
          <dd>{stats.level}</dd>
        </div>
        <div>
          <dt>Total Points</dt>
          <dd>{stats.totalPoints.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Achievements</dt>
          <dd>
            {earned} of {total}
          </dd>
        </div>
      </LevelFacts>
      {stats.nextLevel ? (
        <>
          <ProgressBar label={`Progress to ${stats.nextLevel}`} value={stats.levelProgress} />
          <Muted>
            {stats.pointsToNextLevel.toLocaleString()} points to {stats.nextLevel}
          </Muted>
        </>
      ) : (
        <Muted>You have reached the top level. Keep exploring!</Muted>
      )}
    </Card>
  );
}

function AchievementItem({ achievement }: { achievement: AchievementWithProgress }) {
  const { name, description, earned, earnedAt, progress, maxProgress, actionRequired } = achievement;
  const text = progressText(progress, maxProgress, actionRequired);
  return (
    <Item $earned={earned} aria-label={`${name}: ${earned ? 'earned' : 'not earned yet'}`}>
      <h3>{name}</h3>
      <p>{description}</p>
      {earned ? (
        <Earned>{earnedText(earnedAt)}</Earned>
      ) : (
        <>
          <ProgressBar
            label={`${name} progress`}
            value={Math.min(progress, maxProgress)}
            max={maxProgress}
            valueText={text}
            percent={progressPercent(progress, maxProgress)}
          />
          <p>{text}</p>
        </>
      )}
    </Item>
  );
}

/**
 * /achievements (from the profile's quick actions): every achievement grouped by category, earned ones with
 * their date and the others with their progress, under the traveller's level, points and way to the next.
 */
export function AchievementsPage({ user }: RemoteProps) {
  const { data, loading, error, refetch } = useAchievementsPage(!user);

  const content = (
    <AccountContent
      user={user}
      loading={loading && !data}
      failed={Boolean(error && !data)}
      what="your achievements"
      retry={refetch}
      value={data?.me ? { stats: data.me.stats, achievements: data.myAchievements } : null}
    >
      {({ stats, achievements }) => {
        const earned = achievements.filter((achievement) => achievement.earned).length;
        return (
          <>
            <LevelCard stats={stats} earned={earned} total={achievements.length} />
            {achievements.length === 0 ? (
              <StateBox>
                <h3>No achievements yet</h3>
                <p>Achievements appear here as soon as there are some to earn. Start by planning a trip.</p>
                <ButtonLink to="/trip-builder">Plan a Trip</ButtonLink>
              </StateBox>
            ) : (
              groupByCategory(achievements).map(([category, items]) => (
                <Card key={category} aria-labelledby={`category-${category}`}>
                  <h2 id={`category-${category}`}>{categoryLabel(category)}</h2>
                  <Grid>
                    {items.map((achievement) => (
                      <AchievementItem key={achievement.id} achievement={achievement} />
                    ))}
                  </Grid>
                </Card>
              ))
            )}
          </>
        );
      }}
    </AccountContent>
  );

  return (
    <AccountPage>
      <BackLink to="/profile">Back to Profile</BackLink>
      <h1>Achievements</h1>
      {content}
    </AccountPage>
  );
}
