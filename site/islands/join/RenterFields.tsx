import { ContactFields } from './ContactFields';
import { PropertyTypeFields } from './PropertyTypeFields';
import { RegionFields } from './RegionFields';
import { TextField } from './TextField';

export function RenterFields() {
  return (
    <>
      <ContactFields />
      <PropertyTypeFields />
      <RegionFields />
      <TextField name="rentalBudget" placeholder="e.g. GHS 8,000 per month" />
      <TextField
        name="helpNeeded"
        multiline
        placeholder="e.g. Finding a verified landlord, viewing arrangements, lease review"
      />
      <TextField
        name="details"
        multiline
        placeholder="Move-in date, preferred amenities or anything else we should know"
      />
    </>
  );
}
