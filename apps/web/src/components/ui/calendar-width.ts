/** Width the popover needs (7 days of 40 px and its padding), to choose which edge it hangs from. */
export const CALENDAR_WIDTH = 310;
