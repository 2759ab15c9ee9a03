import styled from 'styled-components';

const Item = styled.details`
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  summary {
    font-weight: 600;
    cursor: pointer;
  }
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Questions and answers, each a disclosure (question as summary, answer under it). */
export function FaqList({ items }: { items: readonly { q: string; a: string }[] }) {
  return items.map((item) => (
    <Item key={item.q}>
      <summary>{item.q}</summary>
      <p>{item.a}</p>
    </Item>
  ));
}
