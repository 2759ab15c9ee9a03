import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { tripDisplayTitle } from '@byway/contracts/rules';
import { Button, Dialog } from '@byway/web-ui';
import type { Notify } from '../../lib/shell-contract';
import { OutlineLink } from '../outline-link';
import {
  downloadFileName,
  emailShareUrl,
  facebookShareUrl,
  instagramText,
  POPUP_FEATURES,
  publicTripUrl,
  shareText,
  tripDetailsJson,
  twitterShareUrl,
  whatsappShareUrl,
  type ShareableTrip,
} from './share-links';
import { VisibilitySwitch } from './visibility-switch';
import { LengthHint } from '../length-hint';

/** The longest personal message the share dialog takes. */
const SHARE_MESSAGE_MAX = 500;

export interface ShareTripDialogTrip extends ShareableTrip {
  isPublic: boolean;
}

export interface ShareTripDialogProps {
  trip: ShareTripDialogTrip;
  open: boolean;
  onClose: () => void;
  /** The owner may make the trip public or private from here. */
  isOwner: boolean;
  notify: Notify;
}

const PrivateNote = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Summary = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  textarea,
  input {
    font: inherit;
    padding: 0.55rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  textarea {
    resize: vertical;
    min-height: 4.5rem;
  }
`;

const LinkRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};

  input {
    flex: 1;
    min-width: 0;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const ShareGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const EmailLink = styled(OutlineLink)`
  align-items: center;
  justify-content: center;
`;

const COPY_FAILED = {
  title: 'Copy failed',
  description: 'Unable to copy link. Please try again.',
  variant: 'destructive',
} as const;

async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard || typeof navigator.clipboard.writeText !== 'function') {
    throw new Error('Clipboard unavailable');
  }
  await navigator.clipboard.writeText(text);
}

/**
 * Spec 2 'Share dialog': a summary of the trip, an optional personal message, the read-only public link
 * with a copy button, the social share buttons (popups 600x400), Email and a JSON download. The owner can
 * make the trip public or private here: the link works only while the trip is public.
 */
export function ShareTripDialog(props: ShareTripDialogProps) {
  return props.open ? <OpenShareTripDialog {...props} /> : null;
}

function OpenShareTripDialog({ trip, onClose, isOwner, notify }: ShareTripDialogProps) {
  const [message, setMessage] = useState('');
  const [isPublic, setIsPublic] = useState(trip.isPublic);
  const ids = useId();
  const messageId = `${ids}-message`;
  const linkId = `${ids}-link`;

  useEffect(() => setIsPublic(trip.isPublic), [trip.isPublic]);

  // The owner of a private trip gets no link to copy: it would open 'Trip Not Found' for everyone.
  const linkable = isPublic || !isOwner;
  const title = tripDisplayTitle(trip);
  const url = publicTripUrl(window.location.origin, trip.id);
  const text = shareText(trip, message);

  const openPopup = (target: string) => {
    window.open(target, '_blank', POPUP_FEATURES);
  };

  const copyLink = async () => {
    try {
      await copyToClipboard(url);
      notify({ title: 'Link copied!', description: 'The trip link is on your clipboard.' });
    } catch {
      notify(COPY_FAILED);
    }
  };

  const copyForInstagram = async () => {
    try {
      await copyToClipboard(instagramText(text, url));
      notify({ title: 'Content copied!', description: 'Paste it into your Instagram post or story.' });
    } catch {
      notify(COPY_FAILED);
    }
  };

  const download = () => {
    const blob = new Blob([tripDetailsJson(trip, url, message)], { type: 'application/json' });
    const href = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = downloadFileName(title);
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    URL.revokeObjectURL(href);
    notify({ title: 'Trip downloaded!', description: `Saved as ${anchor.download}` });
  };

  return (
    // Focus moves into the dialog itself (so its description is read first), stays inside, and goes back.
    <Dialog
      title="Share Your Trip"
      description="Share your road trip with friends and family."
      onClose={onClose}
      close="plain"
      initialFocus="panel"
      width="34rem"
      stack
      titleSize="2xl"
      headingFont
    >
      <Summary aria-label="Trip summary">
        <h3>{title}</h3>
        <p>
          {trip.startLocation} → {trip.endLocation} · {trip.totalDays} {trip.totalDays === 1 ? 'day' : 'days'}
        </p>
        {trip.description?.trim() ? <p>{trip.description}</p> : null}
      </Summary>

      {isOwner ? (
        <VisibilitySwitch tripId={trip.id} isPublic={isPublic} onChange={setIsPublic} notify={notify} />
      ) : null}

      <Field>
        <label htmlFor={messageId}>Personal message (optional)</label>
        <textarea
          id={messageId}
          value={message}
          placeholder="Add a note for the people you share with..."
          maxLength={SHARE_MESSAGE_MAX}
          aria-describedby={`${messageId}-length`}
          onChange={(event) => setMessage(event.target.value)}
        />
        <LengthHint
          id={`${messageId}-length`}
          field="Personal message"
          text={message}
          max={SHARE_MESSAGE_MAX}
        />
      </Field>

      {linkable ? (
        <>
          <Field>
            <label htmlFor={linkId}>Trip link</label>
            <LinkRow>
              <input
                id={linkId}
                type="text"
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
              />
              <Button $variant="secondary" aria-label="Copy link" onClick={() => void copyLink()}>
                Copy
              </Button>
            </LinkRow>
          </Field>

          <ShareGrid role="group" aria-label="Share on">
            <Button $variant="secondary" onClick={() => openPopup(facebookShareUrl(url))}>
              Facebook
            </Button>
            <Button $variant="secondary" onClick={() => openPopup(twitterShareUrl(text, url))}>
              Twitter
            </Button>
            <Button $variant="secondary" onClick={() => void copyForInstagram()}>
              Instagram
            </Button>
            <Button $variant="secondary" onClick={() => openPopup(whatsappShareUrl(text, url))}>
              WhatsApp
            </Button>
            <EmailLink href={emailShareUrl(`Road trip: ${title}`, text, url)}>Email</EmailLink>
            <Button $variant="secondary" onClick={download}>
              Download
            </Button>
          </ShareGrid>
        </>
      ) : (
        <PrivateNote role="note">
          <p>
            A private trip has no link anyone can open. Make it public above to get a link to share, or
            download the trip to send it yourself.
          </p>
          <Button $variant="secondary" onClick={download}>
            Download
          </Button>
        </PrivateNote>
      )}
    </Dialog>
  );
}
