import { ContactFields } from './ContactFields';
import { PropertyTypeFields } from './PropertyTypeFields';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

export function SellerFields() {
  return (
    <>
      <ContactFields />
      <PropertyTypeFields />
      <TextField name="propertyLocation" placeholder="e.g. East Legon, Accra" />
      <SelectField name="documentation" placeholder="Select documentation" />
      <TextField name="otherDocumentation" placeholder="e.g. Indenture, site plan" />
      <TextField name="sellingPrice" placeholder="e.g. GHS 1,500,000 – 1,800,000" />
      <TextField
        name="contactDetails"
        multiline
        placeholder="Tell us more about the property, its condition or any questions"
      />
    </>
  );
}
