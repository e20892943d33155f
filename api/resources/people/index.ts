/** A person's data: found by contact, exported, erased. */
export { peopleRoutes } from './people.routes';
export { PeopleService } from './people.service';
