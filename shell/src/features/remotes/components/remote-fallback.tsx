import styled from 'styled-components';
import { Button } from '../../../components/ui/button';

const Box = styled.div`
  max-width: 36rem;
  margin: ${({ theme }) => theme.space['2xl']} auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What a remote's area shows, in place, when that remote cannot be loaded or has crashed. */
export function RemoteFallback({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Box role="alert">
      <Title>This area is temporarily unavailable</Title>
      <Text>
        We couldn&apos;t load this part of Byway. The rest of the app still works; please try again.
      </Text>
      <Button onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </Box>
  );
}
