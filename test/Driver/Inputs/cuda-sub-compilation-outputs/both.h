#define BOTH_VALUE 5
