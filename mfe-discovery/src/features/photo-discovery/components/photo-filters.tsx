import type { ChangeEvent, Dispatch, SetStateAction } from 'react';
import styled from 'styled-components';
import { PHOTO_CATEGORIES } from '@byway/contracts/rules';
import type { PhotoFilter } from '../api/photos';
import { ValueOptions } from './value-options';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));

  input,
  select {
    padding: 0.55rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;

/** The search box, category and location filters over the photos. */
export function PhotoFilters({
  filter,
  onChange,
}: {
  filter: PhotoFilter;
  onChange: Dispatch<SetStateAction<PhotoFilter>>;
}) {
  const set = (field: keyof PhotoFilter) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange((current) => ({ ...current, [field]: event.target.value }));
  return (
    <Filters role="search">
      <input
        type="search"
        aria-label="Search photos"
        placeholder="Search photos..."
        value={filter.search}
        onChange={set('search')}
      />
      <select aria-label="Category" value={filter.category} onChange={set('category')}>
        <ValueOptions blank="All Categories" values={PHOTO_CATEGORIES} />
      </select>
      <input
        aria-label="Location"
        placeholder="Filter by location..."
        value={filter.location}
        onChange={set('location')}
      />
    </Filters>
  );
}
