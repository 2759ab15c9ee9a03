import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { CONTACT_CATEGORIES, type ContactCategory } from '@byway/contracts/rules';
import styled from 'styled-components';
import { useNotify } from '../../../components/notifications/notifications-provider';
import { Button } from '../../../components/ui/button';
import { Field, FieldError, Input, Select, Textarea } from '../../../components/ui/form';
import { Card, Lead, PageContainer, PageTitle } from '../../../components/ui/page';
import { SUPPORT_REPLY_TIME } from '../lib/reply-time';

/** The form's label of each contact category (the categories are the shared rules). */
const CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General question',
  support: 'Technical support',
  billing: 'Billing',
  partnership: 'Partnership',
  feedback: 'Feedback',
  bug: 'Report a bug',
};

interface ContactValues {
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', subject: '', category: 'general', message: '' };

type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** Spec 5: name, email (email format), subject and message required; category optional. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
    errors.email = 'Please enter a valid email address';
  if (!values.subject.trim()) errors.subject = 'Subject is required';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
`;

/** The contact form makes no call (spec 7): it confirms locally and clears itself. */
export function ContactPage() {
  const notify = useNotify();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const prefix = useId();

  const set = (name: keyof ContactValues) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    notify({ title: 'Message sent!', description: `We'll get back to you ${SUPPORT_REPLY_TIME}.` });
    setValues(EMPTY);
  };

  const describe = (name: keyof ContactValues) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${prefix}-${name}-error` }
      : { 'aria-invalid': undefined };

  const error = (name: keyof ContactValues) =>
    errors[name] ? <FieldError id={`${prefix}-${name}-error`}>{errors[name]}</FieldError> : null;

  // One labelled field: its control gets the id, value, change handler and error wiring.
  const field = (
    name: keyof ContactValues,
    label: string,
    control: (props: {
      id: string;
      value: string;
      onChange: (event: ChangeEvent<{ value: string }>) => void;
      'aria-invalid'?: true;
      'aria-describedby'?: string;
    }) => ReactNode,
  ) => (
    <Field>
      <label htmlFor={`${prefix}-${name}`}>{label}</label>
      {control({
        id: `${prefix}-${name}`,
        value: values[name],
        onChange: (e) => set(name)(e.target.value),
        ...describe(name),
      })}
      {error(name)}
    </Field>
  );

  return (
    <PageContainer>
      <PageTitle>Contact Us</PageTitle>
      <Lead>Questions, ideas or a road we should know about? We reply {SUPPORT_REPLY_TIME}.</Lead>
      <Card>
        <Form noValidate onSubmit={submit} aria-label="Contact form">
          {field('name', 'Name', (props) => (
            <Input autoComplete="name" {...props} />
          ))}
          {field('email', 'Email', (props) => (
            <Input type="email" autoComplete="email" {...props} />
          ))}
          {field('subject', 'Subject', (props) => (
            <Input {...props} />
          ))}
          {field('category', 'Category', (props) => (
            <Select {...props}>
              {CONTACT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          ))}
          {field('message', 'Message', (props) => (
            <Textarea {...props} />
          ))}
          <Button type="submit">Send Message</Button>
        </Form>
      </Card>
    </PageContainer>
  );
}
