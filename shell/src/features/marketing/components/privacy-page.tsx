import { Link } from 'react-router-dom';
import { ACCOUNT_DELETE_FRESH_SIGN_IN_MINUTES } from '@byway/contracts/rest';
import { LegalPage } from './legal-page-layout';

/** /privacy: what Byway stores, the cookie, who sees what, export, deletion, retention, third parties. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What Byway keeps about you, who can see it, and how to take it with you or delete it. Byway stores only what the app needs to plan and keep your trips; it does not sell your data or show ads."
    >
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your email address, first and last name, and a profile picture
          address if your sign-in provider gives one. With email sign-in we keep a scrypt hash of your
          password, never the password itself. With third-party sign-in we keep which provider you use and the
          identifier it gives you.
        </li>
        <li>
          <strong>Your preferences:</strong> the interests, travel style, pace, lodging preference and group
          size you choose in onboarding and on your profile.
        </li>
        <li>
          <strong>Your trips and their plans:</strong> title, description, start and destination, dates,
          number of days, themes, party size, season, budget, accommodation, pace, status and whether the trip
          is public; the itinerary with its route options and stops, and which planner made it.
        </li>
        <li>
          <strong>Memories:</strong> the check-ins, notes, ratings and photo links you add to your trips, with
          their coordinates when you give them.
        </li>
        <li>
          <strong>Price alerts:</strong> the stop, item, target price and link you ask us to watch.
        </li>
        <li>
          <strong>Photos:</strong> the geo-tagged photos you share: the image address, title, description,
          category, tags, place and the details you add (season, time of day, weather).
        </li>
        <li>
          <strong>Reviews:</strong> the rating, comment and photos of the reviews you write.
        </li>
        <li>
          <strong>Points:</strong> your points, level, streaks and counters, the history of the points you
          earned and your progress on achievements.
        </li>
        <li>
          <strong>Sessions:</strong> for each browser you are signed in on, a random session id, your user id
          and when the session expires.
        </li>
      </ul>
      <p>
        Onboarding answers you give before signing in wait in your own browser (local storage) until you sign
        in, and are then saved to your account.
      </p>

      <h2>The session cookie</h2>
      <p>
        Byway sets one cookie, <code>byway_session</code>. It holds a signed token that names your session on
        our server and your user id, nothing else. Scripts on the page cannot read it (HttpOnly), other sites
        cannot send it with their requests (SameSite=Lax), and it travels only over HTTPS where Byway runs on
        HTTPS. It expires after 7 days, and signing out ends the session at once.
      </p>
      <p>
        While you sign in with a third-party provider, a second cookie, <code>byway_oidc</code>, holds that
        sign-in&apos;s one-time codes for at most 10 minutes and is removed when you come back. There are no
        advertising, analytics or tracking cookies.
      </p>

      <h2>Who can see what</h2>
      <ul>
        <li>
          <strong>Public trips:</strong> when you make a trip public in the share dialog, anyone with its link
          (<code>/public-trip/&lt;id&gt;</code>) can see the trip: title, description, start and destination,
          days, themes, status, season, budget, party size, accommodation and route options. They do not see
          your name, email, memories or price alerts. Make the trip private again and the link stops working.
        </li>
        <li>
          <strong>Public photos:</strong> photos you share as public appear in Photo Discovery for everyone.
        </li>
        <li>
          <strong>Everything else</strong> (your profile, preferences, private trips, memories, price alerts,
          points and achievements) is visible only to you, when you are signed in.
        </li>
      </ul>

      <h2>Download your data</h2>
      <p>
        Choose <strong>Download my data</strong> on your <Link to="/profile">profile</Link>, or, while signed
        in, request <code>GET /api/account/export</code>. You get one JSON file with everything listed above:
        your account and preferences, points and achievements, every trip with its plan, stops and memories,
        your price alerts, photos and reviews. It contains no password hash and no session ids.
      </p>

      <h2>Delete your account</h2>
      <p>
        Choose <strong>Delete my account</strong> on your <Link to="/profile">profile</Link>, or send{' '}
        <code>DELETE /api/account</code> with your password (<code>{'{ "password": "…" }'}</code>) from a
        signed-in session. If you only sign in through a third-party provider, sign in again first: a sign-in
        less than {ACCOUNT_DELETE_FRESH_SIGN_IN_MINUTES} minutes old confirms the deletion.
      </p>
      <p>
        Deletion removes, everywhere at once, your account and sessions, preferences, points and achievements,
        trips with their plans, stops and memories, price alerts, photos and reviews. Links to your public
        trips then show &lsquo;Trip Not Found&rsquo;. It cannot be undone, so download your data first if you
        want a copy.
      </p>

      <h2>How long we keep things</h2>
      <ul>
        <li>Your account and everything in it: until you delete it, or delete the item itself.</li>
        <li>Sessions: 7 days at most, or until you sign out; expired sessions are removed.</li>
        <li>
          Logs: Byway&apos;s servers write technical logs of requests and errors, which can include your user
          id. They are kept only as long as whoever runs the servers needs them to fix problems, and are not
          part of the export.
        </li>
      </ul>

      <h2>Other services, only when they are set up</h2>
      <p>Byway works without any of these. When one is configured, it receives only what is listed here.</p>
      <ul>
        <li>
          <strong>Your sign-in provider</strong> (OpenID Connect), if you sign in with it: you sign in on its
          page, and Byway receives your email address, name, profile picture address and the identifier it
          gives you. The provider learns that you signed in to Byway.
        </li>
        <li>
          <strong>OpenAI</strong>, if an OpenAI key is configured: to plan a trip, the trip request is sent
          (start, destination, days, interests, season, budget, accommodation, party size, pace and any
          special requests you typed). Not your name or email. Without it, trips are planned on Byway&apos;s
          own servers.
        </li>
        <li>
          <strong>Unsplash</strong>, if an Unsplash key is configured: destination names are sent as search
          words to find trip cover photos. Nothing about you.
        </li>
        <li>
          <strong>A routing server</strong>, if one is configured: the coordinates of your trip&apos;s stops,
          to measure driving distances and times.
        </li>
        <li>
          <strong>Map tiles:</strong> maps are drawn from tiles your browser loads from OpenStreetMap&apos;s
          tile servers, or the tile server Byway is set up with, which see your IP address and the part of the
          map shown.
        </li>
      </ul>
    </LegalPage>
  );
}
