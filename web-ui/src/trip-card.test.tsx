import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { TripCard, TripCardTag } from './trip-card';

function renderCard(card: React.ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{card}</MemoryRouter>
    </ThemeProvider>,
  );
}

describe('TripCard', () => {
  it('is an article named by its title heading, with media, meta, actions and footer in reading order', () => {
    renderCard(
      <TripCard
        title="Pacific Coast"
        titleId="pack-1"
        aria-labelledby="pack-1"
        media={<TripCardTag $side="left">Draft</TripCardTag>}
        actions={<button type="button">View Details</button>}
        footer={<p>5 days</p>}
      >
        <p>San Francisco → Los Angeles</p>
      </TripCard>,
    );
    const card = screen.getByRole('article', { name: 'Pacific Coast' });
    expect(screen.getByRole('heading', { level: 3, name: 'Pacific Coast' })).toBeTruthy();
    const order = ['Draft', 'Pacific Coast', 'San Francisco → Los Angeles', 'View Details', '5 days'];
    const positions = order.map((text) => card.textContent!.indexOf(text));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.every((at) => at >= 0)).toBe(true);
  });

  it('makes the media and the body one link when it has a path, and keeps the footer outside it', () => {
    renderCard(
      <TripCard title="Blue Ridge" to="/trip/7" footer={<button type="button">Share</button>}>
        <p>Fall colour</p>
      </TripCard>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/trip/7');
    expect(link.textContent).toContain('Blue Ridge');
    expect(link.textContent).not.toContain('Share');
  });

  it('can be a list item, and carries the spacing a screen asks for', () => {
    renderCard(
      <ul>
        <TripCard as="li" layout="plain" shadow="none" bodyGap="xs" bodyPadding="lg" alignBodyTop title="Gem">
          <p>Café</p>
        </TripCard>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(getComputedStyle(item).boxShadow).toBe('');
    const body = screen.getByText('Café').parentElement!;
    expect(getComputedStyle(body).gap).toBe(theme.space.xs);
    expect(getComputedStyle(body).padding).toBe(theme.space.lg);
    expect(getComputedStyle(body).alignContent).toBe('start');
  });

  it('puts a tag in the corner it names, truncated when asked, in the brand colour unless told otherwise', () => {
    renderCard(
      <>
        <TripCardTag $side="right" $truncate $tone="text">
          A long theme name
        </TripCardTag>
        <TripCardTag $side="left">Draft</TripCardTag>
      </>,
    );
    const style = getComputedStyle(screen.getByText('A long theme name'));
    const draft = getComputedStyle(screen.getByText('Draft'));
    expect(style.right).toBe(theme.space.sm);
    expect(style.textOverflow).toBe('ellipsis');
    expect(draft.left).toBe(theme.space.sm);
    expect(draft.textOverflow).toBe('');
    expect(draft.color).not.toBe(style.color);
    expect(draft.top).toBe(theme.space.sm);
  });

  it('puts a tag on the bottom edge when asked, clear of the words at the top of a picture', () => {
    renderCard(
      <TripCardTag $side="left" $edge="bottom">
        Scenic drives
      </TripCardTag>,
    );
    const tag = getComputedStyle(screen.getByText('Scenic drives'));
    expect(tag.bottom).toBe(theme.space.sm);
    expect(tag.top).toBe('');
    expect(tag.left).toBe(theme.space.sm);
  });
});
