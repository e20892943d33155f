import { ContactFields } from './ContactFields';
import { PropertyTypeFields } from './PropertyTypeFields';
import { RegionFields } from './RegionFields';
import { SelectField } from './SelectField';
import { ServicesChecklist } from './ServicesChecklist';
import { TextField } from './TextField';

export function BuyerFields() {
  return (
    <>
      <ContactFields />
      <PropertyTypeFields />
      <SelectField name="currentLocation" placeholder="Select your location" />
      <TextField name="otherLocation" placeholder="e.g. Netherlands" autoComplete="country-name" />
      <RegionFields />
      <SelectField name="budgetRange" placeholder="Select your budget range" />
      <ServicesChecklist />
      <TextField
        name="contactDetails"
        multiline
        placeholder="Tell us about your ideal property, timeline or any questions"
      />
    </>
  );
}
