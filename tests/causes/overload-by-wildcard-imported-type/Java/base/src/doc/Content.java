package doc;

import java.io.*;

public abstract class Content implements Serializable {
}
