#include <nvptxbw_test_library_not_installed.h>

int main() { return library_init(); }
