import { DOCUMENTATION_OPTIONS } from '../../../api/domain/join-options';
import { ContactFields } from './ContactFields';
import { useJoinFormContext } from './JoinFormContext';
import { PropertyTypeFields } from './PropertyTypeFields';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

export function SellerFields() {
  const { documentation } = useJoinFormContext().fields;
  return (
    <>
      <ContactFields />
      <PropertyTypeFields />
      <TextField name="propertyLocation" label="Property Location" required placeholder="e.g. East Legon, Accra" />
      <SelectField
        name="documentation"
        label="Documentation"
        marked
        placeholder="Select documentation"
        options={DOCUMENTATION_OPTIONS}
      />
      {documentation === 'other' && (
        <TextField
          name="otherDocumentation"
          label="Please describe the documentation"
          placeholder="e.g. Indenture, site plan"
        />
      )}
      <TextField
        name="sellingPrice"
        label="Expected Selling Price (GHS or USD)"
        required
        placeholder="e.g. GHS 1,500,000 – 1,800,000"
      />
      <TextField
        name="contactDetails"
        label="Additional details or questions"
        required
        multiline
        placeholder="Tell us more about the property, its condition or any questions"
      />
    </>
  );
}
