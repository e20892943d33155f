import { EmailField } from './EmailField';
import { PhoneField } from './PhoneField';
import { TextField } from './TextField';

/** Name, email and phone: required on every lead form, and named together in the form's own toast. */
export function ContactFields() {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" placeholder="Enter your full name" autoComplete="name" />
        <EmailField />
      </div>
      <PhoneField />
    </>
  );
}
