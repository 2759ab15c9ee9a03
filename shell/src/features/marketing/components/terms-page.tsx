import { Link } from 'react-router-dom';
import { LegalPage } from './legal-page-layout';

/** /terms: the rules for using Byway, written for what the product actually does. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      lead="The rules for using Byway, the road-trip planner: what you can expect from us, what we expect from you, and how to leave."
    >
      <h2>Using Byway</h2>
      <p>
        You can read the public pages without an account. Planning and keeping trips needs an account: one per
        person, with your own email address. Keep your password to yourself; you are responsible for what is
        done with your account.
      </p>

      <h2>Plans are suggestions</h2>
      <p>
        Itineraries, stops, distances and drive times are planned for you by software. Drive times are
        estimates (from distance, unless a routing server is set up), and places change: opening hours,
        closures, road conditions, weather and prices are not checked for you. Check them before you go,
        follow local laws and road signs, and drive on your own judgement. Byway does not book or sell travel;
        price alerts only keep the target price you set.
      </p>

      <h2>Your content</h2>
      <p>
        Your trips, memories, photos and reviews stay yours. You let Byway store them and show them to you,
        and, when you make a trip or a photo public, to anyone who has its link or browses Photo Discovery.
        Share only photos you took or may share, and nothing unlawful, hateful or private about other people.
        We may remove content that breaks these rules.
      </p>

      <h2>Fair use</h2>
      <p>
        Do not try to reach other travellers&apos; accounts or data, get around the limits of the service,
        overload it, or collect its content in bulk. The API at <code>/api</code> is there for your own
        account and data.
      </p>

      <h2>Leaving</h2>
      <p>
        You can leave at any time: download your data with <strong>Download my data</strong> on your{' '}
        <Link to="/profile">profile</Link> (or <code>GET /api/account/export</code>), then choose{' '}
        <strong>Delete my account</strong> (or <code>DELETE /api/account</code>). Deletion removes your
        account and everything in it at once. We may suspend an account that breaks these terms.
      </p>

      <h2>Your privacy</h2>
      <p>
        What we store, who can see it and for how long is described in the{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>No guarantees</h2>
      <p>
        Byway is provided as it is. We work to keep it running and your data safe, but we cannot promise it
        will always be available or free of mistakes, and it is no substitute for your own checks on the road.
      </p>

      <h2>Changes</h2>
      <p>
        When these terms change we update this page and its date. Using Byway after a change means you accept
        the new terms; if you do not, you can delete your account as described above.
      </p>
    </LegalPage>
  );
}
