import { tripDisplayTitle } from '@byway/contracts/rules';

// Spec 2 'Share dialog' and 9: the links, texts and file name the share dialog builds. No API is called.

export interface ShareableTrip {
  id: number;
  title: string;
  startLocation: string;
  endLocation: string;
  totalDays: number;
  description: string | null;
}

/** Spec 9: share popups open at 600x400. */
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 400;
export const POPUP_FEATURES = `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},noopener,noreferrer`;

/** Spec 9: hashtags of the share links. */
export const SHARE_HASHTAGS = ['roadtrip', 'travel', 'adventure'] as const;

export const publicTripUrl = (origin: string, id: number): string => `${origin}/public-trip/${id}`;

const daysLabel = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`;

/** The text shared with the link: the traveller's message first, then the trip summary. */
export function shareText(trip: ShareableTrip, message: string): string {
  const lines = [
    message.trim(),
    `Check out my road trip: ${tripDisplayTitle(trip)}`,
    `${trip.startLocation} to ${trip.endLocation}, ${daysLabel(trip.totalDays)}`,
    trip.description?.trim() ?? '',
  ];
  return lines.filter((line) => line.length > 0).join('\n');
}

const enc = encodeURIComponent;

export const facebookShareUrl = (url: string): string =>
  `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`;

export const twitterShareUrl = (text: string, url: string): string =>
  `https://twitter.com/intent/tweet?text=${enc(text)}&url=${enc(url)}&hashtags=${SHARE_HASHTAGS.join(',')}`;

export const whatsappShareUrl = (text: string, url: string): string =>
  `https://wa.me/?text=${enc(`${text}\n${url}`)}`;

export const emailShareUrl = (subject: string, text: string, url: string): string =>
  `mailto:?subject=${enc(subject)}&body=${enc(`${text}\n\n${url}`)}`;

/** Instagram has no share link: this text goes to the clipboard. */
export const instagramText = (text: string, url: string): string =>
  `${text}\n${url}\n\n${SHARE_HASHTAGS.map((tag) => `#${tag}`).join(' ')}`;

/** Spec 9: the title with every non-alphanumeric replaced by an underscore, plus _trip_details.json. */
export const downloadFileName = (title: string): string =>
  `${title.replace(/[^a-zA-Z0-9]/g, '_')}_trip_details.json`;

/** The downloaded JSON: the trip's details, the link and the traveller's message. */
export function tripDetailsJson(trip: ShareableTrip, url: string, message: string): string {
  return JSON.stringify(
    {
      title: tripDisplayTitle(trip),
      startLocation: trip.startLocation,
      endLocation: trip.endLocation,
      totalDays: trip.totalDays,
      description: trip.description,
      shareUrl: url,
      message: message.trim() || null,
      exportedAt: new Date().toISOString(),
    },
    null,
    2,
  );
}
