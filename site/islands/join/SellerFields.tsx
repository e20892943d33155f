import { ContactFields } from './ContactFields';
import { PropertyTypeFields } from './PropertyTypeFields';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

export function SellerFields() {
  return (
    <>
      <ContactFields />
      <PropertyTypeFields />
      <TextField name="propertyLocation" label="Property Location" placeholder="e.g. East Legon, Accra" />
      <SelectField name="documentation" label="Documentation" placeholder="Select documentation" />
      <TextField
        name="otherDocumentation"
        label="Please describe the documentation"
        placeholder="e.g. Indenture, site plan"
      />
      <TextField
        name="sellingPrice"
        label="Expected Selling Price (GHS or USD)"
        placeholder="e.g. GHS 1,500,000 – 1,800,000"
      />
      <TextField
        name="contactDetails"
        label="Additional details or questions"
        multiline
        placeholder="Tell us more about the property, its condition or any questions"
      />
    </>
  );
}
