#include "key.hpp"

void alpha(const char* key) {
    Key k(key, unsigned(strlen(key)), Key::noCopy);
}
