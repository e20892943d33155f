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
      <SelectField name="currentLocation" label="Where are you currently located?" placeholder="Select your location" />
      <TextField
        name="otherLocation"
        label="Please specify your location"
        placeholder="e.g. Netherlands"
        autoComplete="country-name"
      />
      <RegionFields />
      <SelectField name="budgetRange" label="Budget Range" placeholder="Select your budget range" />
      <ServicesChecklist />
      <TextField
        name="contactDetails"
        label="Additional requirements or questions"
        multiline
        placeholder="Tell us about your ideal property, timeline or any questions"
      />
    </>
  );
}
