package doc.filter;

public interface Filter {
}
