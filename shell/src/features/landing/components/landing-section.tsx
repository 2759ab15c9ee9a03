import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Actions, Eyebrow, Inner, Section, SectionLead, SectionTitle } from './landing-styles';

/** On the dark section the label is light: accentText is for light backgrounds. */
const LightEyebrow = styled(Eyebrow)`
  color: ${({ theme }) => theme.colors.accentSoft};
`;

const LightLead = styled(SectionLead)`
  color: rgba(255, 255, 255, 0.8);
`;

/**
 * One band of the landing page: eyebrow, title (the section's accessible name), optional lead, the
 * section's own content and optional call-to-action links under it. On the dark tone the eyebrow and lead
 * turn light.
 */
export function LandingSection({
  id,
  tone,
  eyebrow,
  titleId,
  title,
  lead,
  actions,
  children,
}: {
  id?: string;
  tone?: 'plain' | 'muted' | 'dark';
  eyebrow: string;
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const dark = tone === 'dark';
  const Label = dark ? LightEyebrow : Eyebrow;
  const Lead = dark ? LightLead : SectionLead;
  return (
    <Section id={id} $tone={tone} aria-labelledby={titleId}>
      <Inner>
        <Label>{eyebrow}</Label>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        {lead && <Lead>{lead}</Lead>}
        {children}
        {actions && <Actions>{actions}</Actions>}
      </Inner>
    </Section>
  );
}
