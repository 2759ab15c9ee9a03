// Trip Memories (spec 2 'Memories panel', spec 5 memory form, spec 8 toasts): the list and a form whose
// fields follow the memory type; empty optional fields are left out; a failed save keeps the form.
import styled from 'styled-components';
import { MEMORY_RATING, MEMORY_TYPES, TEXT_LENGTHS, type MemoryType } from '@byway/contracts/rules';
import { usePanelForm, type TripPanelProps } from '../hooks/use-panel-form';
import { labelledOptions, SelectField } from '../../../../components/select-field';
import { LengthHint } from '../../../../components/length-hint';
import { lengthProblem } from '../../../../lib/text-length';
import {
  useAddTripMemory,
  useTripMemories,
  type TripMemory,
  type TripMemoryInput,
} from '../api/trip-memories';
import {
  FieldError,
  formatDate,
  humanise,
  isHttpUrl,
  Item,
  Muted,
  PanelList,
  type PanelTexts,
  Row,
  Badge,
  StopField,
  PanelForm,
  TitledPanel,
} from './panel-ui';

/** The form's label of each memory type (the types themselves are the shared rules). */
export const MEMORY_TYPE_LABELS: Record<MemoryType, string> = {
  check_in: 'Check-in',
  photo: 'Photo',
  note: 'Note',
  rating: 'Rating',
};

type MemoryErrors = { stopName?: string; photoUrl?: string; content?: string };

interface MemoryDraft {
  stopName: string;
  memoryType: MemoryType;
  content: string;
  rating: number;
  photoUrl: string;
}

const EMPTY_DRAFT: MemoryDraft = {
  stopName: '',
  memoryType: 'check_in',
  content: '',
  rating: MEMORY_RATING.default,
  photoUrl: '',
};

const MEMORY_TYPE_OPTIONS = labelledOptions(MEMORY_TYPES, MEMORY_TYPE_LABELS);

/** The rating choices, best first (5 stars down to 1). */
const RATING_OPTIONS = Array.from({ length: MEMORY_RATING.max - MEMORY_RATING.min + 1 }, (_, index) => {
  const value = MEMORY_RATING.max - index;
  return { value: String(value), label: `${value} ${value === 1 ? 'star' : 'stars'}` };
});
const MAX_PHOTO_URL = TEXT_LENGTHS.memory.photoUrl;
const MAX_CONTENT = TEXT_LENGTHS.memory.content;

/** The text field of a note or a check-in, by its label. */
const contentLabel = (type: MemoryType) => (type === 'note' ? 'Note' : 'Content');
const hasContent = (type: MemoryType) => type === 'note' || type === 'check_in';

/** Spec 5: rating only for type rating (default 5), photo URL for photo, content for note and check_in. */
export function memoryInput(draft: MemoryDraft): TripMemoryInput {
  const input: TripMemoryInput = { stopName: draft.stopName, memoryType: draft.memoryType };
  if (draft.memoryType === 'rating') input.rating = draft.rating;
  if (draft.memoryType === 'photo' && draft.photoUrl.trim()) input.photoUrl = draft.photoUrl.trim();
  if (hasContent(draft.memoryType) && draft.content.trim()) {
    input.content = draft.content.trim();
  }
  return input;
}

/** A memory keeps naming its stop after a new itinerary dropped it, and says so. */
const Elsewhere = styled.span`
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LIST_TEXTS: PanelTexts = {
  loading: 'Loading memories...',
  failure: "We couldn't load your memories",
  empty: 'No memories yet. Save your first one below.',
};

const typeLabel = (type: string) => MEMORY_TYPE_LABELS[type as MemoryType] ?? humanise(type);

function Memory({ memory }: { memory: TripMemory }) {
  return (
    <Item>
      <Row>
        <h3>
          {memory.stopName}
          {!memory.stopInItinerary && <Elsewhere> (not in the current itinerary)</Elsewhere>}
        </h3>
        <Badge $tone="teal">{typeLabel(memory.memoryType)}</Badge>
      </Row>
      {memory.rating !== null && (
        <p aria-label={`Rating ${memory.rating} out of ${MEMORY_RATING.max}`}>
          {'★'.repeat(memory.rating)}
          {'☆'.repeat(Math.max(0, MEMORY_RATING.max - memory.rating))}
        </p>
      )}
      {memory.content && <p>{memory.content}</p>}
      {memory.photoUrl && (
        <a href={memory.photoUrl} target="_blank" rel="noreferrer noopener">
          View photo
        </a>
      )}
      <Muted>{formatDate(memory.createdAt)}</Muted>
    </Item>
  );
}

function validate(draft: MemoryDraft): MemoryErrors {
  const found: MemoryErrors = {};
  if (!draft.stopName) found.stopName = 'Please choose a stop.';
  const photoUrl = draft.photoUrl.trim();
  if (draft.memoryType === 'photo' && photoUrl && (!isHttpUrl(photoUrl) || photoUrl.length > MAX_PHOTO_URL)) {
    found.photoUrl = `Enter a photo URL starting with http:// or https:// (at most ${MAX_PHOTO_URL} characters).`;
  }
  const tooLong = hasContent(draft.memoryType)
    ? lengthProblem(contentLabel(draft.memoryType), draft.content, MAX_CONTENT)
    : null;
  if (tooLong) found.content = tooLong;
  return found;
}

export function MemoriesPanel({ tripId, stopNames, notify }: TripPanelProps) {
  const query = useTripMemories(tripId);
  const [addMemory, { loading: saving }] = useAddTripMemory(tripId);
  const memories = query.data?.trip?.memories ?? [];
  const { draft, errors, change, submit } = usePanelForm({
    empty: EMPTY_DRAFT,
    validate,
    save: (filled: MemoryDraft) => addMemory({ variables: { tripId, input: memoryInput(filled) } }),
    notify,
    saved: 'Memory saved!',
    failure: 'Failed to save memory. Please try again.',
  });

  return (
    <TitledPanel id="trip-memories-title" title="Trip Memories">
      <PanelList query={query} texts={LIST_TEXTS} label="Memories" items={memories}>
        {(memory) => <Memory key={memory.id} memory={memory} />}
      </PanelList>

      <PanelForm
        label="Add a memory"
        title="Add a Memory"
        onSubmit={submit}
        saving={saving}
        action="Save Memory"
        busyAction="Saving..."
      >
        <StopField
          value={draft.stopName}
          stopNames={stopNames}
          error={errors.stopName}
          errorId="memory-stop-error"
          onChange={(stopName) => change('stopName', stopName)}
        />
        <SelectField
          label="Memory type"
          value={draft.memoryType}
          options={MEMORY_TYPE_OPTIONS}
          onChange={(type) => change('memoryType', type)}
        />
        {draft.memoryType === 'rating' && (
          <SelectField
            label="Rating"
            value={String(draft.rating)}
            options={RATING_OPTIONS}
            onChange={(rating) => change('rating', Number(rating))}
          />
        )}
        {draft.memoryType === 'photo' && (
          <>
            <label>
              Photo URL
              <input
                type="url"
                value={draft.photoUrl}
                maxLength={MAX_PHOTO_URL}
                placeholder="https://..."
                aria-invalid={errors.photoUrl ? true : undefined}
                aria-describedby={errors.photoUrl ? 'memory-photo-error' : undefined}
                onChange={(event) => change('photoUrl', event.target.value)}
              />
            </label>
            {errors.photoUrl && <FieldError id="memory-photo-error">{errors.photoUrl}</FieldError>}
          </>
        )}
        {hasContent(draft.memoryType) && (
          <>
            <label>
              {contentLabel(draft.memoryType)}
              <textarea
                rows={3}
                value={draft.content}
                placeholder="What made this stop memorable?"
                aria-invalid={errors.content ? true : undefined}
                aria-describedby="memory-content-hint"
                onChange={(event) => change('content', event.target.value)}
              />
            </label>
            <LengthHint
              id="memory-content-hint"
              field={contentLabel(draft.memoryType)}
              text={draft.content}
              max={MAX_CONTENT}
            />
          </>
        )}
      </PanelForm>
    </TitledPanel>
  );
}
