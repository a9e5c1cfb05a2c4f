// The face of modules/places for other modules (app.ts registers its routes.ts): the account's
// answer and deletion, the reports' target and the moderators' actions use these; the demo
// saves its sellers' lists; a reservation's meeting reads its seller's places and names its own.
export { forgetMemberPlaces, listMemberPlaces } from './member-places';
export { membersWhoMeet, type MeetWhere } from './members-who-meet';
export { placesOfMembers } from './places-of-members';
export { placesByIds, type PlaceBasics } from './places-by-ids';
export { saveMemberPlaces } from './save-member-places';
export { sellerPlacesOf } from './seller-places';
export { findPlaces, placeMembers, removePlace, restorePlace } from './moderate-place';
export type { ReportedPlace } from './moderate-place';
