#define HOST_VALUE 3
