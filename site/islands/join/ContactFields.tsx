import { EmailField } from './EmailField';
import { PhoneField } from './PhoneField';
import { TextField } from './TextField';

/**
 * Name, email and phone. No browser `required` flag: the form checks them itself and says so in one toast;
 * aria-required still tells assistive technology they are needed.
 */
export function ContactFields() {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Full Name" placeholder="Enter your full name" autoComplete="name" />
        <EmailField />
      </div>
      <PhoneField />
    </>
  );
}
