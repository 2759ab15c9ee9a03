import styled from 'styled-components';
import { ButtonLink, ProgressBar } from '@byway/web-ui';
import { AccountContent, AccountPage, BackLink, SectionCard as Card } from '../../../components/account-page';
import type { RemoteProps } from '../../../lib/shell-contract';
import { useProfileMe, type ProfileStats, type ProfileUser } from '../api/profile-me';
import { AccountCard } from './account-card';
import { ApiTokensCard } from './api-tokens-card';
import { interestLabel, lodgingLabel, paceLabel, travelStyleLabel } from '../../../lib/preference-labels';
import { DistanceUnitsChoice } from './distance-units-choice';

const NOT_PROVIDED = 'Not provided';
const NOT_SELECTED = 'Not selected';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  @media ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    word-break: break-word;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.2rem 0.7rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const NextLevel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const orNotProvided = (value: string | null | undefined) => value?.trim() || NOT_PROVIDED;

function initials(user: Pick<ProfileUser, 'firstName' | 'lastName' | 'email'>): string {
  return (`${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}` || user.email[0] || '?').toUpperCase();
}

/** Label and value pairs of a description list, one div each. */
function FactRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return rows.map(([label, value]) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  ));
}

function AdventureStats({ stats }: { stats: ProfileStats }) {
  const rows = [
    ['Total Points', stats.totalPoints.toLocaleString()],
    ['Level', stats.level],
    ['Trips Planned', String(stats.tripsPlanned)],
    ['Trips Completed', String(stats.tripsCompleted)],
    ['Photos Shared', String(stats.photosShared)],
  ] as const;
  return (
    <Card aria-labelledby="adventure-stats">
      <h2 id="adventure-stats">Adventure Stats</h2>
      <Stats>
        <FactRows rows={rows} />
      </Stats>
      {stats.nextLevel && (
        <NextLevel>
          <ProgressBar label={`Progress to ${stats.nextLevel}`} value={stats.levelProgress} />
          <small>
            {stats.pointsToNextLevel.toLocaleString()} points to {stats.nextLevel}
          </small>
        </NextLevel>
      )}
    </Card>
  );
}

function ProfileDetails({ me, notify, refreshUser }: { me: ProfileUser } & Omit<RemoteProps, 'user'>) {
  const fullName = [me.firstName, me.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Header>
        <Avatar>
          {me.profileImageUrl ? (
            <img src={me.profileImageUrl} alt="" />
          ) : (
            <span aria-hidden="true">{initials(me)}</span>
          )}
        </Avatar>
        <div>
          <h1>Your Profile</h1>
          <p>{fullName || me.email}</p>
        </div>
      </Header>
      <Columns>
        <Stack>
          <Card aria-labelledby="basic-info">
            <h2 id="basic-info">Basic Information</h2>
            <Facts>
              <FactRows
                rows={[
                  ['First Name', orNotProvided(me.firstName)],
                  ['Last Name', orNotProvided(me.lastName)],
                  ['Email', orNotProvided(me.email)],
                ]}
              />
            </Facts>
          </Card>
          <Card aria-labelledby="travel-preferences">
            <h2 id="travel-preferences">Travel Preferences</h2>
            <Facts>
              <div style={{ gridColumn: '1 / -1' }}>
                <dt>Interests</dt>
                <dd>
                  {me.interests.length > 0 ? (
                    <Chips>
                      {me.interests.map((interest) => (
                        <li key={interest}>{interestLabel(interest)}</li>
                      ))}
                    </Chips>
                  ) : (
                    'No interests selected yet'
                  )}
                </dd>
              </div>
              <FactRows
                rows={[
                  ['Travel Style', me.travelStyle ? travelStyleLabel(me.travelStyle) : NOT_SELECTED],
                  ['Preferred Pace', me.preferredPace ? paceLabel(me.preferredPace) : NOT_SELECTED],
                  [
                    'Accommodation Preference',
                    me.lodgingPreference ? lodgingLabel(me.lodgingPreference) : NOT_SELECTED,
                  ],
                ]}
              />
              <div>
                <dt>Distance Units</dt>
                <dd>
                  <DistanceUnitsChoice value={me.distanceUnits} notify={notify} refreshUser={refreshUser} />
                </dd>
              </div>
            </Facts>
          </Card>
        </Stack>
        <Stack>
          <AdventureStats stats={me.stats} />
          <Card aria-labelledby="quick-actions">
            <h2 id="quick-actions">Quick Actions</h2>
            <Actions>
              <ButtonLink to="/profile-setup" $variant="secondary">
                Update Preferences
              </ButtonLink>
              <ButtonLink to="/trip-builder" $variant="secondary">
                Plan a New Trip
              </ButtonLink>
              <ButtonLink to="/achievements" $variant="secondary">
                View Achievements
              </ButtonLink>
            </Actions>
          </Card>
          <ApiTokensCard notify={notify} />
          <AccountCard notify={notify} refreshUser={refreshUser} />
        </Stack>
      </Columns>
    </>
  );
}

/** /profile (spec 2, Profile): read-only details, preferences, Adventure Stats and quick actions. */
export function ProfilePage({ user, notify, refreshUser }: RemoteProps) {
  const { data, loading, error, refetch } = useProfileMe(!user);

  return (
    <AccountPage>
      <BackLink to="/">Back to Dashboard</BackLink>
      <AccountContent
        user={user}
        loading={loading && !data}
        failed={Boolean(error)}
        what="your profile"
        retry={refetch}
        value={data?.me}
      >
        {(me) => <ProfileDetails me={me} notify={notify} refreshUser={refreshUser} />}
      </AccountContent>
    </AccountPage>
  );
}
