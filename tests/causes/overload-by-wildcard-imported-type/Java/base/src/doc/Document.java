package doc;

import java.util.*;

import doc.filter.*;

public class Document {
    public Document(Element root) {
    }

    public Document(List<? extends Content> content) {
    }

    public Filter filter() {
        return null;
    }
}
